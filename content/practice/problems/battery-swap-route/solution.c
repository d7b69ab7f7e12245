#include <stdio.h>
#include <stdlib.h>

typedef long long ll;
#define INF (1LL << 60)

static int n, *start, *to, *wt;
typedef struct { ll d; int v; } Item;
static Item *heap;
static int hs;

static void push(ll d, int v) {
    int i = hs++;
    while (i > 0 && heap[(i - 1) / 2].d > d) { heap[i] = heap[(i - 1) / 2]; i = (i - 1) / 2; }
    heap[i].d = d; heap[i].v = v;
}
static Item pop(void) {
    Item top = heap[0], last = heap[--hs];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= hs) break;
        if (c + 1 < hs && heap[c + 1].d < heap[c].d) c++;
        if (heap[c].d >= last.d) break;
        heap[i] = heap[c];
        i = c;
    }
    heap[i] = last;
    return top;
}

static void dijkstra(int src, ll *d) {
    for (int i = 0; i <= n; i++) d[i] = INF;
    hs = 0;
    d[src] = 0;
    push(0, src);
    while (hs) {
        Item it = pop();
        int u = it.v;
        if (it.d != d[u]) continue;
        for (int e = start[u]; e < start[u + 1]; e++)
            if (it.d + wt[e] < d[to[e]]) { d[to[e]] = it.d + wt[e]; push(d[to[e]], to[e]); }
    }
}

static int cmpint(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void) {
    int m, s, t, k;
    ll B;
    if (scanf("%d %d %lld %d %d %d", &n, &m, &B, &s, &t, &k) != 6) return 0;
    int *key = malloc(sizeof(int) * (k + 1));
    key[0] = s;
    for (int i = 1; i <= k; i++) scanf("%d", &key[i]);
    qsort(key + 1, k, sizeof(int), cmpint);
    int K = 1;
    for (int i = 1; i <= k; i++) if (K == 1 || key[i] != key[K - 1]) key[K++] = key[i];
    int *eu = malloc(sizeof(int) * m), *ev = malloc(sizeof(int) * m), *ew = malloc(sizeof(int) * m);
    start = calloc(n + 2, sizeof(int));
    for (int i = 0; i < m; i++) {
        scanf("%d %d %d", &eu[i], &ev[i], &ew[i]);
        start[eu[i] + 1]++;
        start[ev[i] + 1]++;
    }
    for (int i = 1; i <= n + 1; i++) start[i] += start[i - 1];
    to = malloc(sizeof(int) * 2 * m + 1); wt = malloc(sizeof(int) * 2 * m + 1);
    int *fill = malloc(sizeof(int) * (n + 1));
    for (int i = 0; i <= n; i++) fill[i] = start[i];
    for (int i = 0; i < m; i++) {
        to[fill[eu[i]]] = ev[i]; wt[fill[eu[i]]++] = ew[i];
        to[fill[ev[i]]] = eu[i]; wt[fill[ev[i]]++] = ew[i];
    }
    heap = malloc(sizeof(Item) * (2 * (size_t)m + 2));
    ll **dist = malloc(sizeof(ll *) * K);
    for (int i = 0; i < K; i++) { dist[i] = malloc(sizeof(ll) * (n + 1)); dijkstra(key[i], dist[i]); }
    ll *best = malloc(sizeof(ll) * K);
    char *done = calloc(K, 1);
    for (int i = 0; i < K; i++) best[i] = INF;
    best[0] = 0;
    for (int it = 0; it < K; it++) {
        int u = -1;
        for (int i = 0; i < K; i++)
            if (!done[i] && best[i] < INF && (u < 0 || best[i] < best[u])) u = i;
        if (u < 0) break;
        done[u] = 1;
        for (int j = 0; j < K; j++)
            if (dist[u][key[j]] <= B && best[u] + dist[u][key[j]] < best[j]) best[j] = best[u] + dist[u][key[j]];
    }
    ll answer = -1;
    for (int i = 0; i < K; i++)
        if (best[i] < INF && dist[i][t] <= B && (answer < 0 || best[i] + dist[i][t] < answer))
            answer = best[i] + dist[i][t];
    printf("%lld\n", answer);
    return 0;
}
