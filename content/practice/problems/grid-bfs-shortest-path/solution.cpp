#include <bits/stdc++.h>
using namespace std;

int main() {
    int R, C;
    if (!(cin >> R >> C)) return 0;
    vector<string> g(R);
    for (auto &row : g) cin >> row;
    int s = -1, t = -1;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            if (g[r][c] == 'S') s = r * C + c;
            if (g[r][c] == 'G') t = r * C + c;
        }
    vector<int> dist(R * C, -1);
    queue<int> q;
    dist[s] = 0;
    q.push(s);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!q.empty()) {
        int u = q.front();
        q.pop();
        if (u == t) break;  // BFS reaches every cell first along a shortest path
        int r = u / C, c = u % C;
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= R || nc < 0 || nc >= C || g[nr][nc] == '#') continue;
            int v = nr * C + nc;
            if (dist[v] == -1) {
                dist[v] = dist[u] + 1;
                q.push(v);
            }
        }
    }
    printf("%d\n", dist[t]);
    return 0;
}
