#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

// Hungarian algorithm (Kuhn-Munkres with potentials), O(n^3).
int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<vector<ll>> a(n + 1, vector<ll>(n + 1));
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= n; j++) cin >> a[i][j];
    const ll INF = LLONG_MAX / 4;
    vector<ll> u(n + 1, 0), v(n + 1, 0);
    vector<int> p(n + 1, 0), way(n + 1, 0);   // p[j] = robot assigned to task j
    for (int i = 1; i <= n; i++) {
        p[0] = i;
        int j0 = 0;
        vector<ll> minv(n + 1, INF);
        vector<char> used(n + 1, 0);
        do {                                   // grow an alternating tree until a free task is found
            used[j0] = 1;
            int i0 = p[j0], j1 = 0;
            ll delta = INF;
            for (int j = 1; j <= n; j++)
                if (!used[j]) {
                    ll cur = a[i0][j] - u[i0] - v[j];
                    if (cur < minv[j]) { minv[j] = cur; way[j] = j0; }
                    if (minv[j] < delta) { delta = minv[j]; j1 = j; }
                }
            for (int j = 0; j <= n; j++)
                if (used[j]) { u[p[j]] += delta; v[j] -= delta; }
                else minv[j] -= delta;
            j0 = j1;
        } while (p[j0] != 0);
        do {                                   // augment along the path
            int j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
        } while (j0);
    }
    ll total = 0;
    for (int j = 1; j <= n; j++) total += a[p[j]][j];
    printf("%lld\n", total);
    return 0;
}
