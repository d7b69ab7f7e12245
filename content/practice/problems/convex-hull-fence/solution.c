#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef long long ll;
typedef struct { ll x, y; } P;

static int cmp(const void *a, const void *b) {
    const P *p = a, *q = b;
    if (p->x != q->x) return p->x < q->x ? -1 : 1;
    return (p->y > q->y) - (p->y < q->y);
}

static ll cross(P o, P a, P b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    P *p = malloc(sizeof(P) * n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &p[i].x, &p[i].y);
    qsort(p, n, sizeof(P), cmp);
    int u = 0;
    for (int i = 0; i < n; i++)
        if (u == 0 || p[i].x != p[u - 1].x || p[i].y != p[u - 1].y) p[u++] = p[i];
    n = u;
    P *st = malloc(sizeof(P) * (2 * n + 1));
    int m;
    if (n == 1) { st[0] = p[0]; m = 1; }
    else {
        int k = 0;
        for (int i = 0; i < n; i++) {
            while (k >= 2 && cross(st[k - 2], st[k - 1], p[i]) <= 0) k--;
            st[k++] = p[i];
        }
        for (int i = n - 2, lo = k + 1; i >= 0; i--) {
            while (k >= lo && cross(st[k - 2], st[k - 1], p[i]) <= 0) k--;
            st[k++] = p[i];
        }
        m = k - 1;
    }
    double per = 0;
    if (m >= 2)
        for (int i = 0; i < m; i++) {
            P a = st[i], b = st[(i + 1) % m];
            per += hypot((double)(a.x - b.x), (double)(a.y - b.y));
        }
    printf("%d %.6f\n", m, per);
    return 0;
}
