#include <bits/stdc++.h>
using namespace std;

int main() {
    int R, C;
    if (!(cin >> R >> C)) return 0;
    int W = C + 2;                                     // padded with a wall border
    vector<char> freeCell((R + 2) * W, 0);
    int s = -1, t = -1;
    for (int r = 0; r < R; r++) {
        string row;
        cin >> row;
        for (int c = 0; c < C; c++) {
            int id = (r + 1) * W + c + 1;
            freeCell[id] = row[c] != '#';
            if (row[c] == 'S') s = id;
            if (row[c] == 'G') t = id;
        }
    }
    int tr = t / W, tc = t % W;
    auto h = [&](int u) {                              // octile distance: admissible and consistent
        int dr = abs(u / W - tr), dc = abs(u % W - tc);
        return 10 * max(dr, dc) + 4 * min(dr, dc);
    };
    const int DR[8] = {-1, 1, 0, 0, -1, -1, 1, 1}, DC[8] = {0, 0, -1, 1, -1, 1, -1, 1};
    vector<int> g(freeCell.size(), INT_MAX);
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> open;   // (f = g + h, cell)
    g[s] = 0;
    open.push({h(s), s});
    int answer = -1;
    while (!open.empty()) {
        auto [f, u] = open.top();
        open.pop();
        if (f != g[u] + h(u)) continue;                // stale entry
        if (u == t) { answer = g[u]; break; }
        for (int k = 0; k < 8; k++) {
            int v = u + DR[k] * W + DC[k];
            if (!freeCell[v]) continue;
            if (k >= 4 && (!freeCell[u + DR[k] * W] || !freeCell[u + DC[k]])) continue;  // no corner cutting
            int ng = g[u] + (k < 4 ? 10 : 14);
            if (ng < g[v]) {
                g[v] = ng;
                open.push({ng + h(v), v});
            }
        }
    }
    printf("%d\n", answer);
    return 0;
}
