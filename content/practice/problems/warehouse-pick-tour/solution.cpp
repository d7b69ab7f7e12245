#include <bits/stdc++.h>
using namespace std;

int main() {
    int R, C;
    if (!(cin >> R >> C)) return 0;
    vector<string> g(R);
    for (auto &row : g) cin >> row;
    vector<int> pts;                                   // points[0] = dock, then the pick cells
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            if (g[r][c] == 'D') pts.insert(pts.begin(), r * C + c);
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            if (g[r][c] == 'P') pts.push_back(r * C + c);
    int P = pts.size();
    // BFS from every point of interest gives the pairwise walking distances
    vector<vector<int>> d(P, vector<int>(P, -1));
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int i = 0; i < P; i++) {
        vector<int> dist(R * C, -1);
        queue<int> q;
        dist[pts[i]] = 0;
        q.push(pts[i]);
        while (!q.empty()) {
            int u = q.front(); q.pop();
            for (int k = 0; k < 4; k++) {
                int nr = u / C + dr[k], nc = u % C + dc[k];
                if (nr < 0 || nr >= R || nc < 0 || nc >= C || g[nr][nc] == '#') continue;
                if (dist[nr * C + nc] < 0) { dist[nr * C + nc] = dist[u] + 1; q.push(nr * C + nc); }
            }
        }
        for (int j = 0; j < P; j++) d[i][j] = dist[pts[j]];
    }
    for (int j = 1; j < P; j++)
        if (d[0][j] < 0) { puts("-1"); return 0; }
    int K = P - 1;
    if (K == 0) { puts("0"); return 0; }
    // Held-Karp: dp[mask][i] = shortest walk from the dock visiting exactly `mask`, ending at pick i
    const int INF = INT_MAX / 2;
    vector<vector<int>> dp(1 << K, vector<int>(K, INF));
    for (int i = 0; i < K; i++) dp[1 << i][i] = d[0][i + 1];
    for (int mask = 1; mask < (1 << K); mask++)
        for (int i = 0; i < K; i++) {
            if (!(mask >> i & 1) || dp[mask][i] >= INF) continue;
            for (int j = 0; j < K; j++)
                if (!(mask >> j & 1))
                    dp[mask | 1 << j][j] = min(dp[mask | 1 << j][j], dp[mask][i] + d[i + 1][j + 1]);
        }
    int best = INF;
    for (int i = 0; i < K; i++) best = min(best, dp[(1 << K) - 1][i] + d[i + 1][0]);
    printf("%d\n", best);
    return 0;
}
