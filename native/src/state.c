/* The position: loading it from the caller's input, and playing out the last trick.
 *
 * The per-node position operations (card and suit masks, legal cards, playing a card, the
 * card winning a trick) are `static inline` in internal.h, since every node calls them.
 */
#include "internal.h"

#include <string.h>

#if !defined(__POPCNT__)
/* Bit counts of the 13-bit suit masks (popc13): a constant table built by the
 * preprocessor, each block of 2^k entries the previous block and it plus one. */
#define PC2(n) n, n + 1, n + 1, n + 2
#define PC4(n) PC2(n), PC2(n + 1), PC2(n + 1), PC2(n + 2)
#define PC6(n) PC4(n), PC4(n + 1), PC4(n + 1), PC4(n + 2)
#define PC8(n) PC6(n), PC6(n + 1), PC6(n + 1), PC6(n + 2)
#define PC10(n) PC8(n), PC8(n + 1), PC8(n + 1), PC8(n + 2)
#define PC12(n) PC10(n), PC10(n + 1), PC10(n + 1), PC10(n + 2)
const uint8_t adj_popc13[1u << 13] = {PC12(0), PC12(1)};
#endif

/* Owners of the held cards of suit s from the top, 2 bits each (N 0, E 1, S 2, W 3), the
 * top card in the lowest bits. */
static uint32_t owner_word(const Pos *p, int s)
{
    unsigned b0 = p->h[1][s] | p->h[3][s], b1 = p->h[2][s] | p->h[3][s];
    uint32_t w = 0;
    for (unsigned m = p->held[s]; m; m &= m - 1) { /* from the lowest card up */
        int r = __builtin_ctz(m);
        w = (w << 2) | (b0 >> r & 1) | ((b1 >> r & 1) << 1);
    }
    return w;
}

void pos_load(Pos *p, const adj_input *in)
{
    memset(p, 0, sizeof *p);
    for (int seat = 0; seat < 4; seat++)
        for (int s = 0; s < 4; s++)
            p->h[seat][s] = (u16)((in->hands[seat] >> (13 * s)) & SUIT_BITS);
    for (int s = 0; s < 4; s++) {
        p->held[s] = suit_held(p, s);
        p->own[s] = owner_word(p, s);
    }
    p->leader = in->leader;
    p->ntrick = in->ntrick;
    for (int i = 0; i < in->ntrick; i++) {
        p->tc[i] = in->trick[i];
        p->on_trick[in->trick[i] / 13] |= (u16)(1u << (in->trick[i] % 13));
        if (i == 0 || beats(p->tc[i], p->tc[p->wi], in->trump)) p->wi = i;
    }
    p->tricks = hand_size(p, in->leader) + (in->ntrick > 0);
    p->shown = in->shown_out;
}

/* With one card left in every hand, play them: *after holds the completed trick (its cards
 * in tc[], led by p->leader); returns the seat winning it. */
int last_trick_winner(const Pos *p, int trump, Pos *after)
{
    int w = -1;
    *after = *p;
    for (int i = 0; i < 4 && w < 0; i++) {
        int seat = seat_to_play(after);
        w = play_card(after, lobit64(hmask(after, seat)), trump);
    }
    return w;
}
