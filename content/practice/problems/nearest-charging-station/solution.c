#include <stdio.h>
#include <stdlib.h>

typedef struct { long long d; int v; } Item;
static Item *heap;
static int hs = 0;

static void push(long long d, int v) {
    int i = hs++;
    while (i > 0) {
        int p = (i - 1) / 2;
        if (heap[p].d <= d) break;
        heap[i] = heap[p];
        i = p;
    }
    heap[i].d = d;
    heap[i].v = v;
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

int main(void) {
    int n, m, k;
    if (scanf("%d %d %d", &n, &m, &k) != 3) return 0;
    long long *dist = malloc(sizeof(long long) * (n + 1));
    for (int i = 0; i <= n; i++) dist[i] = -1;            /* -1 = not reached yet */
    heap = malloc(sizeof(Item) * (2 * (size_t)m + k + 1));
    for (int i = 0; i < k; i++) {
        int s;
        scanf("%d", &s);
        if (dist[s] != 0) { dist[s] = 0; push(0, s); }
    }
    /* adjacency in compressed (CSR) form */
    int *eu = malloc(sizeof(int) * m), *ev = malloc(sizeof(int) * m), *ew = malloc(sizeof(int) * m);
    int *start = calloc(n + 2, sizeof(int));
    for (int i = 0; i < m; i++) {
        scanf("%d %d %d", &eu[i], &ev[i], &ew[i]);
        start[eu[i] + 1]++;
        start[ev[i] + 1]++;
    }
    for (int i = 1; i <= n + 1; i++) start[i] += start[i - 1];
    int *to = malloc(sizeof(int) * 2 * m), *wt = malloc(sizeof(int) * 2 * m), *fill = malloc(sizeof(int) * (n + 1));
    for (int i = 0; i <= n; i++) fill[i] = start[i];
    for (int i = 0; i < m; i++) {
        to[fill[eu[i]]] = ev[i]; wt[fill[eu[i]]++] = ew[i];
        to[fill[ev[i]]] = eu[i]; wt[fill[ev[i]]++] = ew[i];
    }
    while (hs > 0) {
        Item it = pop();
        int u = it.v;
        if (it.d != dist[u]) continue;
        for (int e = start[u]; e < start[u + 1]; e++) {
            int v = to[e];
            long long nd = it.d + wt[e];
            if (dist[v] == -1 || nd < dist[v]) {
                dist[v] = nd;
                push(nd, v);
            }
        }
    }
    for (int i = 1; i <= n; i++) printf(i > 1 ? " %lld" : "%lld", dist[i]);
    printf("\n");
    return 0;
}
