#include <stdio.h>
#include <stdlib.h>

typedef long long ll;
static ll mn(ll a, ll b) { return a < b ? a : b; }
static ll mx(ll a, ll b) { return a > b ? a : b; }

int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1) return 0;
    ll *X = malloc(sizeof(ll) * n), *Y = malloc(sizeof(ll) * n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &X[i], &Y[i]);
    scanf("%d", &q);
    while (q--) {
        ll px, py;
        scanf("%lld %lld", &px, &py);
        int inside = 0, boundary = 0;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            ll ax = X[j], ay = Y[j], bx = X[i], by = Y[i];
            ll cross = (bx - ax) * (py - ay) - (px - ax) * (by - ay);
            if (cross == 0 && mn(ax, bx) <= px && px <= mx(ax, bx) && mn(ay, by) <= py && py <= mx(ay, by)) {
                boundary = 1;
                break;
            }
            if ((ay > py) != (by > py) && ((cross > 0) == (by > ay))) inside = !inside;
        }
        puts(boundary ? "BOUNDARY" : inside ? "INSIDE" : "OUTSIDE");
    }
    return 0;
}
