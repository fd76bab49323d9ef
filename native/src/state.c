/* The position: loading it from the caller's input, and playing out the last trick.
 *
 * The per-node position operations (card and suit masks, legal cards, playing a card, the
 * card winning a trick) are `static inline` in internal.h, since every node calls them.
 */
#include "internal.h"

#include <string.h>

void pos_load(Pos *p, const adj_input *in)
{
    memset(p, 0, sizeof *p);
    for (int seat = 0; seat < 4; seat++)
        for (int s = 0; s < 4; s++)
            p->h[seat][s] = (u16)((in->hands[seat] >> (13 * s)) & SUIT_BITS);
    p->leader = in->leader;
    p->ntrick = in->ntrick;
    for (int i = 0; i < in->ntrick; i++) p->tc[i] = in->trick[i];
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
