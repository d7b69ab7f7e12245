#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    int R, C;
    if (scanf("%d %d", &R, &C) != 2) return 0;
    char *g = malloc((size_t)R * C + 1);
    char *row = malloc(C + 2);
    int s = -1, t = -1;
    for (int r = 0; r < R; r++) {
        scanf("%s", row);
        memcpy(g + (size_t)r * C, row, C);
        for (int c = 0; c < C; c++) {
            if (row[c] == 'S') s = r * C + c;
            if (row[c] == 'G') t = r * C + c;
        }
    }
    int *dist = malloc(sizeof(int) * R * C);
    int *q = malloc(sizeof(int) * R * C);
    for (int i = 0; i < R * C; i++) dist[i] = -1;
    int head = 0, tail = 0;
    dist[s] = 0;
    q[tail++] = s;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (head < tail) {
        int u = q[head++];
        if (u == t) break;
        int r = u / C, c = u % C;
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= R || nc < 0 || nc >= C || g[nr * C + nc] == '#') continue;
            int v = nr * C + nc;
            if (dist[v] == -1) {
                dist[v] = dist[u] + 1;
                q[tail++] = v;
            }
        }
    }
    printf("%d\n", dist[t]);
    free(g); free(row); free(dist); free(q);
    return 0;
}
