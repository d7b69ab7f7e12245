#include <stdio.h>
#include <stdlib.h>

static char g[1000][1002];

int main(void) {
    int R, C;
    if (scanf("%d %d", &R, &C) != 2) return 0;
    for (int r = 0; r < R; r++) scanf("%1001s", g[r]);
    char *seen = calloc((size_t)R * C, 1);
    int *stack = malloc(sizeof(int) * R * C);
    int rooms = 0, largest = 0;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int r0 = 0; r0 < R; r0++)
        for (int c0 = 0; c0 < C; c0++) {
            if (g[r0][c0] != '.' || seen[r0 * C + c0]) continue;
            rooms++;
            int size = 0, top = 0;
            seen[r0 * C + c0] = 1;
            stack[top++] = r0 * C + c0;
            while (top > 0) {
                int u = stack[--top];
                size++;
                int r = u / C, c = u % C;
                for (int k = 0; k < 4; k++) {
                    int nr = r + dr[k], nc = c + dc[k];
                    if (nr < 0 || nr >= R || nc < 0 || nc >= C || g[nr][nc] != '.') continue;
                    int v = nr * C + nc;
                    if (!seen[v]) { seen[v] = 1; stack[top++] = v; }
                }
            }
            if (size > largest) largest = size;
        }
    printf("%d %d\n", rooms, largest);
    return 0;
}
