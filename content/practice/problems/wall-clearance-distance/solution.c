#include <stdio.h>
#include <math.h>

typedef long long ll;
static ll W[1000][4];

int main(void) {
    int m, q;
    if (scanf("%d", &m) != 1) return 0;
    for (int i = 0; i < m; i++) scanf("%lld %lld %lld %lld", &W[i][0], &W[i][1], &W[i][2], &W[i][3]);
    scanf("%d", &q);
    while (q--) {
        ll px, py;
        scanf("%lld %lld", &px, &py);
        double best = 1e300;
        for (int i = 0; i < m; i++) {
            ll ax = W[i][0], ay = W[i][1], bx = W[i][2], by = W[i][3];
            ll vx = bx - ax, vy = by - ay, wx = px - ax, wy = py - ay;
            ll dot = vx * wx + vy * wy, len2 = vx * vx + vy * vy;
            double d2;
            if (dot <= 0) d2 = (double)(wx * wx + wy * wy);
            else if (dot >= len2) d2 = (double)((px - bx) * (px - bx) + (py - by) * (py - by));
            else {
                ll cr = vx * wy - vy * wx;
                d2 = (double)cr * (double)cr / (double)len2;
            }
            if (d2 < best) best = d2;
        }
        printf("%.6f\n", sqrt(best));
    }
    return 0;
}
