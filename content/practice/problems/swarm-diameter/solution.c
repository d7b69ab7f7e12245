#include <stdio.h>
#include <stdlib.h>

typedef long long ll;
typedef struct { ll x, y; } P;

static int cmp(const void *a, const void *b) {
    const P *p = a, *q = b;
    if (p->x != q->x) return p->x < q->x ? -1 : 1;
    return (p->y > q->y) - (p->y < q->y);
}
static ll cross(P o, P a, P b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }
static ll d2(P a, P b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    P *p = malloc(sizeof(P) * n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &p[i].x, &p[i].y);
    qsort(p, n, sizeof(P), cmp);
    int u = 0;
    for (int i = 0; i < n; i++) if (u == 0 || p[i].x != p[u - 1].x || p[i].y != p[u - 1].y) p[u++] = p[i];
    n = u;
    if (n == 1) { puts("0"); return 0; }
    P *h = malloc(sizeof(P) * (2 * n + 1));
    int k = 0;
    for (int i = 0; i < n; i++) {
        while (k >= 2 && cross(h[k - 2], h[k - 1], p[i]) <= 0) k--;
        h[k++] = p[i];
    }
    for (int i = n - 2, lo = k + 1; i >= 0; i--) {
        while (k >= lo && cross(h[k - 2], h[k - 1], p[i]) <= 0) k--;
        h[k++] = p[i];
    }
    int m = k - 1;
    if (m == 2) { printf("%lld\n", d2(h[0], h[1])); return 0; }
    ll best = 0;
    for (int i = 0, j = 1; i < m; i++) {
        int i1 = (i + 1) % m;
        while (cross(h[i], h[i1], h[(j + 1) % m]) > cross(h[i], h[i1], h[j])) j = (j + 1) % m;
        ll a = d2(h[i], h[j]), b = d2(h[i1], h[j]);
        if (a > best) best = a;
        if (b > best) best = b;
    }
    printf("%lld\n", best);
    return 0;
}
