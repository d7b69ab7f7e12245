#include <stdio.h>
#include <stdlib.h>
#include <limits.h>

static char g[100][102];
static int dp[1 << 12][12];

int main(void) {
    int R, C;
    if (scanf("%d %d", &R, &C) != 2) return 0;
    for (int r = 0; r < R; r++) scanf("%101s", g[r]);
    int pts[13], P = 1;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            if (g[r][c] == 'D') pts[0] = r * C + c;
            if (g[r][c] == 'P') pts[P++] = r * C + c;
        }
    int d[13][13];
    int *dist = malloc(sizeof(int) * R * C), *q = malloc(sizeof(int) * R * C);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int i = 0; i < P; i++) {
        for (int x = 0; x < R * C; x++) dist[x] = -1;
        int head = 0, tail = 0;
        dist[pts[i]] = 0;
        q[tail++] = pts[i];
        while (head < tail) {
            int u = q[head++];
            for (int k = 0; k < 4; k++) {
                int nr = u / C + dr[k], nc = u % C + dc[k];
                if (nr < 0 || nr >= R || nc < 0 || nc >= C || g[nr][nc] == '#') continue;
                if (dist[nr * C + nc] < 0) { dist[nr * C + nc] = dist[u] + 1; q[tail++] = nr * C + nc; }
            }
        }
        for (int j = 0; j < P; j++) d[i][j] = dist[pts[j]];
    }
    for (int j = 1; j < P; j++) if (d[0][j] < 0) { puts("-1"); return 0; }
    int K = P - 1;
    if (K == 0) { puts("0"); return 0; }
    const int INF = INT_MAX / 2;
    for (int mask = 0; mask < (1 << K); mask++) for (int i = 0; i < K; i++) dp[mask][i] = INF;
    for (int i = 0; i < K; i++) dp[1 << i][i] = d[0][i + 1];
    for (int mask = 1; mask < (1 << K); mask++)
        for (int i = 0; i < K; i++) {
            if (!(mask >> i & 1) || dp[mask][i] >= INF) continue;
            for (int j = 0; j < K; j++) {
                if (mask >> j & 1) continue;
                int v = dp[mask][i] + d[i + 1][j + 1];
                if (v < dp[mask | 1 << j][j]) dp[mask | 1 << j][j] = v;
            }
        }
    int best = INF;
    for (int i = 0; i < K; i++) if (dp[(1 << K) - 1][i] + d[i + 1][0] < best) best = dp[(1 << K) - 1][i] + d[i + 1][0];
    printf("%d\n", best);
    return 0;
}
