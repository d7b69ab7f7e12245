#include <bits/stdc++.h>
using namespace std;

int main() {
    int R, C, T;
    char d0;
    if (!(cin >> R >> C >> T >> d0)) return 0;
    vector<string> g(R);
    for (auto &row : g) cin >> row;
    int s = -1, t = -1;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            if (g[r][c] == 'S') s = r * C + c;
            if (g[r][c] == 'G') t = r * C + c;
        }
    const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};   // N, E, S, W (clockwise)
    int h0 = string("NESW").find(d0);
    // state = cell * 4 + heading
    vector<long long> dist((size_t)R * C * 4, LLONG_MAX);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    dist[s * 4 + h0] = 0;
    pq.push({0, s * 4 + h0});
    while (!pq.empty()) {
        auto [d, st] = pq.top();
        pq.pop();
        if (d != dist[st]) continue;
        int cell = st / 4, h = st % 4;
        if (cell == t) { printf("%lld\n", d); return 0; }
        auto relax = [&](int ns, long long nd) {
            if (nd < dist[ns]) { dist[ns] = nd; pq.push({nd, ns}); }
        };
        relax(cell * 4 + (h + 1) % 4, d + T);                  // turn right
        relax(cell * 4 + (h + 3) % 4, d + T);                  // turn left
        int nr = cell / C + dr[h], nc = cell % C + dc[h];      // drive one cell forward
        if (nr >= 0 && nr < R && nc >= 0 && nc < C && g[nr][nc] != '#') relax((nr * C + nc) * 4 + h, d + 1);
    }
    puts("-1");
    return 0;
}
