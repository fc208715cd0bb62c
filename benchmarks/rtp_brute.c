/* The reference the exact analysis is timed against: Casino Brag's standard paytable by brute
 * force. Every one of the 22,100 player hands meets every one of the 18,424 dealer hands from the
 * other 49 cards; each hand's rank is looked up in a table built once, the player plays a hand
 * when playing is worth more than folding, and the Ante game's house edge and the Pair Bonus's
 * are printed as exact fractions and as decimals.
 *
 * Build: cc -O2 -o rtp_brute rtp_brute.c
 * Paytable (standard): Ante Bonus prial 5, running flush 4, run 1; Pair Bonus 40/30/6/4/1;
 * Play = Ante; the dealer qualifies on Queen-high; ties push; Ante pays 1:1 when the dealer does
 * not qualify.
 */
#include <stdio.h>
#include <stdlib.h>

enum { HIGH, PAIR, FLUSH, RUN, RUNNING_FLUSH, PRIAL };
static const long ANTE_BONUS[6] = {0, 0, 0, 1, 4, 5};
static const long PAIR_BONUS[6] = {-1, 1, 4, 6, 30, 40};

static int category_of[52 * 52 * 52];
static long score_of[52 * 52 * 52];

/* Rank of a card 0..51: rank = card / 4 (0 = two … 12 = ace), suit = card % 4. */
static void rank_hand(int a, int b, int c) {
    int r[3] = {a / 4, b / 4, c / 4}, t;
    int flush = (a % 4 == b % 4) && (b % 4 == c % 4);
    if (r[0] < r[1]) { t = r[0]; r[0] = r[1]; r[1] = t; }
    if (r[1] < r[2]) { t = r[1]; r[1] = r[2]; r[2] = t; }
    if (r[0] < r[1]) { t = r[0]; r[0] = r[1]; r[1] = t; }
    int category, top = r[0], mid = r[1], low = r[2];
    int run = (r[0] == r[1] + 1 && r[1] == r[2] + 1) || (r[0] == 12 && r[1] == 1 && r[2] == 0);
    if (r[0] == r[2]) {
        category = PRIAL;
        if (r[0] == 1) top = mid = low = 13; /* three threes on top */
    } else if (run && flush) {
        category = RUNNING_FLUSH;
    } else if (run) {
        category = RUN;
    } else if (flush) {
        category = FLUSH;
    } else if (r[0] == r[1] || r[1] == r[2]) {
        category = PAIR;
        int pair = r[1], odd = r[0] == r[1] ? r[2] : r[0];
        top = mid = pair;
        low = odd;
    } else {
        category = HIGH;
    }
    if (category == RUN || category == RUNNING_FLUSH) {
        /* A-2-3 is the best run, then A-K-Q, K-Q-J … 4-3-2 */
        int high = (r[0] == 12 && r[1] == 1) ? 13 : r[0];
        top = mid = low = high;
    }
    long score = ((long)category << 24) | (top << 16) | (mid << 8) | low;
    int keys[6][3] = {{a, b, c}, {a, c, b}, {b, a, c}, {b, c, a}, {c, a, b}, {c, b, a}};
    for (int i = 0; i < 6; i++) {
        int k = (keys[i][0] * 52 + keys[i][1]) * 52 + keys[i][2];
        category_of[k] = category;
        score_of[k] = score;
    }
}

static long gcd(long x, long y) { while (y) { long t = x % y; x = y; y = t; } return x < 0 ? -x : x; }

int main(void) {
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++)
            for (int c = b + 1; c < 52; c++) rank_hand(a, b, c);
    const long queen_high = ((long)HIGH << 24) | (10 << 16); /* Q-x-x: queen is rank 10 */
    long ante_total = 0, pair_total = 0, hands = 0; /* in units of Ante; per dealer hand */
    const long dealer_hands = 18424;
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++)
            for (int c = b + 1; c < 52; c++) {
                int me = (a * 52 + b) * 52 + c;
                long mine = score_of[me];
                int cat = category_of[me];
                long play = 0; /* Ante + Play + Ante Bonus, summed over the dealer's hands */
                for (int d = 0; d < 52; d++) {
                    if (d == a || d == b || d == c) continue;
                    for (int e = d + 1; e < 52; e++) {
                        if (e == a || e == b || e == c) continue;
                        for (int f = e + 1; f < 52; f++) {
                            if (f == a || f == b || f == c) continue;
                            long dealer = score_of[(d * 52 + e) * 52 + f];
                            long result;
                            if (dealer < queen_high) result = 1;               /* Ante wins, Play pushes */
                            else if (mine > dealer) result = 2;                 /* both win */
                            else if (mine < dealer) result = -2;                /* both lose */
                            else result = 0;                                    /* tie pushes */
                            play += result + ANTE_BONUS[cat];
                        }
                    }
                }
                long fold = -dealer_hands;
                ante_total += play > fold ? play : fold;
                pair_total += PAIR_BONUS[cat];
                hands++;
            }
    long denominator = hands * dealer_hands;
    long edge_num = -ante_total, g = gcd(edge_num, denominator);
    printf("ante_house_edge %ld/%ld %.12f\n", edge_num / g, denominator / g, (double)edge_num / denominator);
    long pair_num = -pair_total, pg = gcd(pair_num, hands);
    printf("pair_bonus_house_edge %ld/%ld %.12f\n", pair_num / pg, hands / pg, (double)pair_num / hands);
    return 0;
}
