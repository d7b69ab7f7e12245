#include <stdio.h>
#include <stdlib.h>
#include <limits.h>

typedef struct { int f, v; } Item;
static Item *heap;
static int hs = 0;

static void push(int f, int v) {
    int i = hs++;
    while (i > 0 && heap[(i - 1) / 2].f > f) { heap[i] = heap[(i - 1) / 2]; i = (i - 1) / 2; }
    heap[i].f = f; heap[i].v = v;
}

static Item pop(void) {
    Item top = heap[0], last = heap[--hs];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= hs) break;
        if (c + 1 < hs && heap[c + 1].f < heap[c].f) c++;
        if (heap[c].f >= last.f) break;
        heap[i] = heap[c];
        i = c;
    }
    heap[i] = last;
    return top;
}

static int W, tr, tc;
static int hval(int u) {
    int dr = abs(u / W - tr), dc = abs(u % W - tc);
    return dr > dc ? 10 * dr + 4 * dc : 10 * dc + 4 * dr;
}

int main(void) {
    int R, C;
    if (scanf("%d %d", &R, &C) != 2) return 0;
    W = C + 2;
    int cells = (R + 2) * W;
    char *fr = calloc(cells, 1);
    char *row = malloc(C + 2);
    int s = -1, t = -1;
    for (int r = 0; r < R; r++) {
        scanf("%s", row);
        for (int c = 0; c < C; c++) {
            int id = (r + 1) * W + c + 1;
            fr[id] = row[c] != '#';
            if (row[c] == 'S') s = id;
            if (row[c] == 'G') t = id;
        }
    }
    tr = t / W; tc = t % W;
    const int DR[8] = {-1, 1, 0, 0, -1, -1, 1, 1}, DC[8] = {0, 0, -1, 1, -1, 1, -1, 1};
    int *g = malloc(sizeof(int) * cells);
    for (int i = 0; i < cells; i++) g[i] = INT_MAX;
    heap = malloc(sizeof(Item) * (8 * (size_t)cells + 1));
    g[s] = 0;
    push(hval(s), s);
    int answer = -1;
    while (hs > 0) {
        Item it = pop();
        int u = it.v;
        if (it.f != g[u] + hval(u)) continue;
        if (u == t) { answer = g[u]; break; }
        for (int k = 0; k < 8; k++) {
            int v = u + DR[k] * W + DC[k];
            if (!fr[v]) continue;
            if (k >= 4 && (!fr[u + DR[k] * W] || !fr[u + DC[k]])) continue;
            int ng = g[u] + (k < 4 ? 10 : 14);
            if (ng < g[v]) { g[v] = ng; push(ng + hval(v), v); }
        }
    }
    printf("%d\n", answer);
    return 0;
}
