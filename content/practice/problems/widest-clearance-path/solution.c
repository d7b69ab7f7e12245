#include <stdio.h>
#include <stdlib.h>

static int *par;
static int find(int x) {
    while (par[x] != x) x = par[x] = par[par[x]];
    return x;
}

int main(void) {
    int R, C;
    if (scanf("%d %d", &R, &C) != 2) return 0;
    int W = C + 2, H = R + 2, N = H * W;
    char *wall = malloc(N), *row = malloc(C + 2);
    for (int i = 0; i < N; i++) wall[i] = 1;
    int s = -1, t = -1;
    for (int r = 0; r < R; r++) {
        scanf("%s", row);
        for (int c = 0; c < C; c++) {
            int id = (r + 1) * W + c + 1;
            wall[id] = row[c] == '#';
            if (row[c] == 'S') s = id;
            if (row[c] == 'G') t = id;
        }
    }
    int *clr = malloc(sizeof(int) * N), *q = malloc(sizeof(int) * N);
    int tail = 0;
    for (int i = 0; i < N; i++) { clr[i] = -1; if (wall[i]) { clr[i] = 0; q[tail++] = i; } }
    const int off[4] = {-W, W, -1, 1};
    for (int h = 0; h < tail; h++) {
        int u = q[h], r = u / W, c = u % W;
        for (int k = 0; k < 4; k++) {
            if ((k == 0 && r == 0) || (k == 1 && r == H - 1) || (k == 2 && c == 0) || (k == 3 && c == W - 1)) continue;
            int v = u + off[k];
            if (clr[v] < 0) { clr[v] = clr[u] + 1; q[tail++] = v; }
        }
    }
    int maxc = 0;
    for (int i = 0; i < N; i++) if (!wall[i] && clr[i] > maxc) maxc = clr[i];
    /* counting sort of the free cells by clearance (descending) */
    int *cnt = calloc(maxc + 2, sizeof(int)), *order = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) if (!wall[i]) cnt[clr[i]]++;
    int *startAt = malloc(sizeof(int) * (maxc + 2));
    int acc = 0;
    for (int l = maxc; l >= 0; l--) { startAt[l] = acc; acc += cnt[l]; }
    int *fillp = malloc(sizeof(int) * (maxc + 2));
    for (int l = 0; l <= maxc; l++) fillp[l] = startAt[l];
    for (int i = 0; i < N; i++) if (!wall[i]) order[fillp[clr[i]]++] = i;
    par = malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) par[i] = i;
    char *on = calloc(N, 1);
    int p = 0;
    for (int level = maxc; level >= 1; level--) {
        for (; p < acc && clr[order[p]] == level; p++) {
            int u = order[p];
            on[u] = 1;
            for (int k = 0; k < 4; k++) {
                int v = u + off[k];
                if (on[v]) par[find(u)] = find(v);
            }
        }
        if (on[s] && on[t] && find(s) == find(t)) { printf("%d\n", level); return 0; }
    }
    puts("-1");
    return 0;
}
