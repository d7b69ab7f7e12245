#include <bits/stdc++.h>
using namespace std;

vector<int> parent_;
int find(int x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
}

int main() {
    int R, C;
    if (!(cin >> R >> C)) return 0;
    int W = C + 2, H = R + 2;                      // the border ring counts as walls
    vector<char> wall(H * W, 1);
    int s = -1, t = -1;
    for (int r = 0; r < R; r++) {
        string row;
        cin >> row;
        for (int c = 0; c < C; c++) {
            int id = (r + 1) * W + c + 1;
            wall[id] = row[c] == '#';
            if (row[c] == 'S') s = id;
            if (row[c] == 'G') t = id;
        }
    }
    // 1) clearance of every cell = Manhattan distance to the nearest wall (multi-source BFS)
    vector<int> clr(H * W, -1);
    vector<int> q;
    for (int i = 0; i < H * W; i++) if (wall[i]) { clr[i] = 0; q.push_back(i); }
    const int off[4] = {-W, W, -1, 1};
    for (size_t h = 0; h < q.size(); h++) {
        int u = q[h], r = u / W, c = u % W;
        for (int k = 0; k < 4; k++) {
            if ((k == 0 && r == 0) || (k == 1 && r == H - 1) || (k == 2 && c == 0) || (k == 3 && c == W - 1)) continue;
            int v = u + off[k];
            if (clr[v] < 0) { clr[v] = clr[u] + 1; q.push_back(v); }
        }
    }
    // 2) add free cells from the largest clearance down; the answer is the level at which S and G connect
    int maxc = 0;
    for (int i = 0; i < H * W; i++) if (!wall[i]) maxc = max(maxc, clr[i]);
    vector<vector<int>> bucket(maxc + 1);
    for (int i = 0; i < H * W; i++) if (!wall[i]) bucket[clr[i]].push_back(i);
    parent_.resize(H * W);
    iota(parent_.begin(), parent_.end(), 0);
    vector<char> on(H * W, 0);
    for (int level = maxc; level >= 1; level--) {
        for (int u : bucket[level]) {
            on[u] = 1;
            for (int k = 0; k < 4; k++) {
                int v = u + off[k];
                if (on[v]) parent_[find(u)] = find(v);
            }
        }
        if (on[s] && on[t] && find(s) == find(t)) { printf("%d\n", level); return 0; }
    }
    puts("-1");
    return 0;
}
