#include <stdio.h>
#include <stdlib.h>

typedef long long ll;
typedef struct { ll x; int v; ll y1, y2; } Ev;

static ll *ys, *len;
static int *cnt;

static void update(int node, int l, int r, int ql, int qr, int v) {
    if (qr <= l || r <= ql) return;
    if (ql <= l && r <= qr) cnt[node] += v;
    else {
        int mid = (l + r) / 2;
        update(2 * node, l, mid, ql, qr, v);
        update(2 * node + 1, mid, r, ql, qr, v);
    }
    if (cnt[node] > 0) len[node] = ys[r] - ys[l];
    else if (r - l == 1) len[node] = 0;
    else len[node] = len[2 * node] + len[2 * node + 1];
}

static int cmpll(const void *a, const void *b) {
    ll x = *(const ll *)a, y = *(const ll *)b;
    return (x > y) - (x < y);
}
static int cmpev(const void *a, const void *b) {
    ll x = ((const Ev *)a)->x, y = ((const Ev *)b)->x;
    return (x > y) - (x < y);
}
static int find(int m, ll y) {            /* index of y in the sorted unique array */
    int lo = 0, hi = m - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (ys[mid] < y) lo = mid + 1; else hi = mid;
    }
    return lo;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    Ev *ev = malloc(sizeof(Ev) * 2 * n);
    ys = malloc(sizeof(ll) * 2 * n);
    for (int i = 0; i < n; i++) {
        ll x1, y1, x2, y2;
        scanf("%lld %lld %lld %lld", &x1, &y1, &x2, &y2);
        ev[2 * i] = (Ev){x1, 1, y1, y2};
        ev[2 * i + 1] = (Ev){x2, -1, y1, y2};
        ys[2 * i] = y1;
        ys[2 * i + 1] = y2;
    }
    qsort(ys, 2 * n, sizeof(ll), cmpll);
    int m = 0;
    for (int i = 0; i < 2 * n; i++) if (m == 0 || ys[i] != ys[m - 1]) ys[m++] = ys[i];
    qsort(ev, 2 * n, sizeof(Ev), cmpev);
    cnt = calloc(4 * m, sizeof(int));
    len = calloc(4 * m, sizeof(ll));
    ll area = 0, prevX = ev[0].x;
    for (int i = 0; i < 2 * n; i++) {
        area += len[1] * (ev[i].x - prevX);
        prevX = ev[i].x;
        update(1, 0, m - 1, find(m, ev[i].y1), find(m, ev[i].y2), ev[i].v);
    }
    printf("%lld\n", area);
    return 0;
}
