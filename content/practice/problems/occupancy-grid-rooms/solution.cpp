#include <bits/stdc++.h>
using namespace std;

int main() {
    int R, C;
    if (!(cin >> R >> C)) return 0;
    vector<string> g(R);
    for (auto &row : g) cin >> row;
    vector<char> seen(R * C, 0);
    vector<int> stack;
    int rooms = 0, largest = 0;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int r0 = 0; r0 < R; r0++)
        for (int c0 = 0; c0 < C; c0++) {
            if (g[r0][c0] != '.' || seen[r0 * C + c0]) continue;
            rooms++;                                  // a new region: flood-fill it
            int size = 0;
            seen[r0 * C + c0] = 1;
            stack.push_back(r0 * C + c0);
            while (!stack.empty()) {
                int u = stack.back();
                stack.pop_back();
                size++;
                int r = u / C, c = u % C;
                for (int k = 0; k < 4; k++) {
                    int nr = r + dr[k], nc = c + dc[k];
                    if (nr < 0 || nr >= R || nc < 0 || nc >= C || g[nr][nc] != '.') continue;
                    int v = nr * C + nc;
                    if (!seen[v]) { seen[v] = 1; stack.push_back(v); }
                }
            }
            largest = max(largest, size);
        }
    printf("%d %d\n", rooms, largest);
    return 0;
}
