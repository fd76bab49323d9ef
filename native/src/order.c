/* Move generation and ordering: the cards to try at a node (legal, normal for the
 * claimer's side, one per run of equivalent cards), best first by bridge heuristics and
 * the table's best move.
 */
#include "internal.h"

/* DD order's leads (plain DD, a best line): weight against the opponents' cards there */
#define LEAD_OPP 1200
#define LEAD_PW 200   /* ... and per card partner holds there (his choices too) */
#define LEAD_RHO 1400 /* ... and against leading up to RHO's top cards */
#define LEAD_FINESSE 3000 /* ... for leading through LHO's ace to partner's king */
#define LEAD_KNOCK 2500 /* ... for knocking out a master when we hold the next two */
#define FOL_SURE 3000 /* DD following: a win the hands after cannot beat */
#define FOL_BEAT 500  /* a card that beats only the trick so far */
#define DIS_LEN 100    /* DD discards: per card of the suit (a long suit spares a card) */
#define DIS_GUARD 150 /* ... against baring a guarded second-best card (Kx) or a master */

/* Lead heuristics for a side that wants tricks: cash our top cards, reach partner's top
 * cards with a low card, give partner a ruff; avoid leading into the opponents' tops or
 * giving them a ruff and discard.  The suit's part of a lead's score is the same for
 * every card of the suit (lead_suit, worked out once a suit), the card's part is its rank
 * (lead_card). */
typedef struct {
    int base;           /* the suit's part of the score */
    int ours;           /* our side holds the suit's top card */
    unsigned opp, mine; /* the opponents' cards and the leader's */
} LeadSuit;

static void lead_suit(const Ctx *c, int seat, int s, LeadSuit *ls)
{
    const Pos *p = &c->p;
    int T = c->trump;
    int pa = (seat + 2) & 3, lho = (seat + 1) & 3, rho = (seat + 3) & 3;
    unsigned opp = p->h[lho][s] | p->h[rho][s], part = p->h[pa][s];
    unsigned all = opp | part | p->h[seat][s];
    int top_owner_ours = !opp || ((part | p->h[seat][s]) >> hibit(all) & 1);
    int sc = 0;
    if (c->dd_order) {
        /* a suit in which the other hands hold few cards makes a small tree (a void
         * hand chooses among all its cards) */
        int nl = popc13(p->h[lho][s]), nr = popc13(p->h[rho][s]);
        int n = hand_size(p, seat);
        if (!nl) nl = n;
        if (!nr) nr = n;
        sc -= LEAD_OPP * (nl + nr);
        int np = popc13(part);
        sc -= LEAD_PW * (np ? np : n);
        /* leading through LHO's master up to partner's second-best card, not up to the
         * right-hand opponent's top cards (DDS's lead weights) */
        unsigned held = p->held[s], below = held & ~(1u << hibit(held));
        int top = hibit(held), second = below ? hibit(below) : -1;
        if ((p->h[rho][s] >> top & 1) || (second >= 0 && (p->h[rho][s] >> second & 1))) {
            if (nr != 1) sc -= LEAD_RHO;
        } else if ((p->h[lho][s] >> top & 1) && second >= 0 && (part >> second & 1) &&
                   np != 1) {
            sc += LEAD_FINESSE;
        }
        /* knocking out the opponents' master when our side holds the next two cards (one
         * of them with a partner holding more than that card): the suit is ours after it */
        if (!top_owner_ours && second >= 0) {
            unsigned third_m = below & ~(1u << second);
            int third = third_m ? hibit(third_m) : -1;
            unsigned side = part | p->h[seat][s];
            if (third >= 0 && (side >> second & 1) && (side >> third & 1) &&
                ((part >> second & 1) && (part >> third & 1) ? 1 : np > 1))
                sc += LEAD_KNOCK;
        }
    }
    if (T < 4 && s != T) {
        if (!part && p->h[pa][T]) sc += 1500;                    /* partner ruffs */
        if ((!p->h[lho][s] && p->h[lho][T]) || (!p->h[rho][s] && p->h[rho][T])) sc -= 2000;
    }
    ls->base = sc;
    ls->ours = top_owner_ours;
    ls->opp = opp;
    ls->mine = p->h[seat][s];
}

static int lead_card(const LeadSuit *ls, int r)
{
    int sc = ls->base;
    if (ls->ours) {
        if (!ls->opp || r > hibit(ls->opp)) sc += 4000 + r; /* a winner of ours */
        else sc += 2500 - r * 8;                             /* low to partner's winner */
    } else {
        sc += 500 - r * 8;
        int seq = r > 0 && (ls->mine >> (r - 1) & 1); /* top of a sequence */
        if (seq) sc += 300;
    }
    return sc;
}

/* Plain DD, second or third hand following suit: win cheaply with a card the hands
 * after cannot beat, play low when partner already wins (or surely will). */
static int dd_follow_score(const Ctx *c, int seat, int card, int beat, int partner_winning,
                           int wc)
{
    const Pos *p = &c->p;
    int r = card % 13, ls = p->tc[0] / 13, T = c->trump;
    int next = (seat + 1) & 3, pa = (seat + 2) & 3;
    unsigned hn = p->h[next][ls];
    int mn = hn ? hibit(hn) : -1;
    int next_ruffs = T < 4 && ls != T && !hn && p->h[next][T];
    if (p->ntrick == 1) {
        /* second hand: next is the leader's partner, then ours */
        unsigned hp = p->h[pa][ls];
        int mp = hp ? hibit(hp) : -1;
        if (!next_ruffs && mp > wc % 13 && mp > mn) return -r * 8; /* partner wins */
        if (beat && r > mn && !next_ruffs) return FOL_SURE - r * 8;
        if (beat) return FOL_BEAT - r * 8;
        return -r * 8;
    }
    /* third hand: next is the last to play */
    int next_beats = next_ruffs || (wc / 13 == ls && mn > wc % 13);
    if (partner_winning) {
        if (!next_beats) return -r * 8;
        if (!next_ruffs && r > mn) return FOL_SURE - r * 8;
        return -r * 8;
    }
    if (beat && !next_ruffs && r > mn) return FOL_SURE - r * 8;
    if (beat) return FOL_BEAT - r * 8;
    return -r * 8;
}

/* DD order's discards (DDS's discard weights): from a long suit rather than a short one,
 * and not the small card guarding the second-best card of the suit (from Kx). */
static int discard_score(const Ctx *c, int seat, int card)
{
    const Pos *p = &c->p;
    int s = card / 13;
    unsigned mine = p->h[seat][s], held = p->held[s];
    int len = popc13(mine), sc = DIS_LEN * len;
    if (len == 2) {
        unsigned below = held & ~(1u << hibit(held));
        if (below && (mine >> hibit(below) & 1)) sc -= DIS_GUARD;
    } else if (len == 1 && (mine >> hibit(held) & 1)) {
        sc -= DIS_GUARD;
    }
    return sc;
}

static int card_score(const Ctx *c, int seat, int card, int want_win, int wc, int wseat)
{
    const Pos *p = &c->p;
    int s = card / 13, r = card % 13, sc = 0; /* (a history table was tried: it swamped
                                                  these heuristics and cost 5-20x nodes) */
    if (p->ntrick == 0) return sc - r * 8; /* (a lead that wants the trick: lead_suit) */
    int beat = beats(card, wc, c->trump);
    int partner_winning = ((wseat ^ seat) & 1) == 0;
    int follows = s == p->tc[0] / 13;
    if (c->dd_order && want_win && follows && p->ntrick < 3)
        return sc + dd_follow_score(c, seat, card, beat, partner_winning, wc);
    if (!want_win) return sc + (beat ? -3000 : 0) - r * 8;
    if (c->dd_order && !follows && !beat) sc += discard_score(c, seat, card);
    if (partner_winning) return sc + (beat ? -1000 : 0) - r * 8;
    if (beat) {
        /* win as cheaply as possible; second hand prefers winning only with a card that
         * cannot be beaten by the fourth hand */
        int bonus = 3000 - r * 8 - (follows ? 0 : 100);
        if (p->ntrick == 1) {
            int fourth = (seat + 2) & 3;
            unsigned f = p->h[fourth][p->tc[0] / 13];
            if (follows && f && hibit(f) > r) bonus -= 2500;
        }
        return sc + bonus;
    }
    return sc - r * 8;
}

/* The cards `seat` may try, best first: its legal cards, only the normal ones when
 * restricted (the claimer's side), one per run of equivalent cards; the table's best move
 * (ttmove) first of all, except that in DD order (plain DD, a best line's value search)
 * the lead that last cut off at this depth (the killer) goes before it: the table's move
 * was best for a position that merely shares the top cards' owners, the killer for a
 * sibling just searched, and trying it first saves 3% of the trick-start nodes (13-card
 * deals).  want_win: order for taking tricks (0 at the worst-line claimer's nodes, where
 * the cards that lose come first). */
void gen_moves(Ctx *c, int seat, int restricted, int want_win, int ttmove, Moves *mv)
{
    const Pos *p = &c->p;
    u64 cand = legal_mask(p, seat);
    mv->narrowed = 0;
    if (restricted) {
        u64 legal = cand;
        cand = normal_cards(c, seat, cand);
        mv->narrowed = cand != legal || p->careless;
    }
    cand = reduce_equivalent(c, seat, cand);
    if (cand && !(cand & (cand - 1))) { /* one card to play: nothing to order */
        mv->n = 1;
        mv->card[0] = lobit64(cand);
        mv->score[0] = 0;
        return;
    }
    int wc = 0, wseat = 0;
    if (p->ntrick > 0) {
        int wi = winning_index(p);
        wc = p->tc[wi];
        wseat = (p->leader + wi) & 3;
    }
    mv->n = 0;
    int killer = c->dd_order && p->ntrick == 0 ? c->killer[p->tricks][0] - 1 : -1;
    LeadSuit suits[4];
    unsigned worked = 0; /* the suits whose part of a lead's score is worked out */
    int leads = p->ntrick == 0 && want_win;
    for (u64 rest = cand; rest; rest &= rest - 1) {
        int card = lobit64(rest), sc;
        if (leads) {
            int s = card / 13;
            if (!(worked >> s & 1)) {
                lead_suit(c, seat, s, &suits[s]);
                worked |= 1u << s;
            }
            sc = lead_card(&suits[s], card % 13);
        } else {
            sc = card_score(c, seat, card, want_win, wc, wseat);
        }
        if (card == killer) sc += 1 << 24;
        if (card == ttmove) sc += 1 << 20;
        int i = mv->n++;
        while (i > 0 && mv->score[i - 1] < sc) {
            mv->card[i] = mv->card[i - 1];
            mv->score[i] = mv->score[i - 1];
            i--;
        }
        mv->card[i] = card;
        mv->score[i] = sc;
    }
}
