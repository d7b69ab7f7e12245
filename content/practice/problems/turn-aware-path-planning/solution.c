#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { long long d; int v; } Item;
static Item *heap;
static int hs = 0;
static void push(long long d, int v) {
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

static char g[200][202];

int main(void) {
    int R, C, T;
    char d0[4];
    if (scanf("%d %d %d %3s", &R, &C, &T, d0) != 4) return 0;
    for (int r = 0; r < R; r++) scanf("%201s", g[r]);
    int s = -1, t = -1;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            if (g[r][c] == 'S') s = r * C + c;
            if (g[r][c] == 'G') t = r * C + c;
        }
    const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
    int h0 = (int)(strchr("NESW", d0[0]) - "NESW");
    int S = R * C * 4;
    long long *dist = malloc(sizeof(long long) * S);
    for (int i = 0; i < S; i++) dist[i] = -1;
    heap = malloc(sizeof(Item) * (3 * (size_t)S + 1));
    dist[s * 4 + h0] = 0;
    push(0, s * 4 + h0);
    while (hs) {
        Item it = pop();
        long long d = it.d;
        int st = it.v;
        if (d != dist[st]) continue;
        int cell = st / 4, h = st % 4;
        if (cell == t) { printf("%lld\n", d); return 0; }
        int ns[3];
        long long nd[3];
        int cntn = 0;
        ns[cntn] = cell * 4 + (h + 1) % 4; nd[cntn++] = d + T;
        ns[cntn] = cell * 4 + (h + 3) % 4; nd[cntn++] = d + T;
        int nr = cell / C + dr[h], nc = cell % C + dc[h];
        if (nr >= 0 && nr < R && nc >= 0 && nc < C && g[nr][nc] != '#') { ns[cntn] = (nr * C + nc) * 4 + h; nd[cntn++] = d + 1; }
        for (int k = 0; k < cntn; k++)
            if (dist[ns[k]] < 0 || nd[k] < dist[ns[k]]) { dist[ns[k]] = nd[k]; push(nd[k], ns[k]); }
    }
    puts("-1");
    return 0;
}
