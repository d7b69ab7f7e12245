#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, k;
    if (!(cin >> n >> m >> k)) return 0;
    vector<long long> dist(n + 1, LLONG_MAX);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    for (int i = 0; i < k; i++) {
        int s;
        cin >> s;
        if (dist[s] != 0) { dist[s] = 0; pq.push({0, s}); }   // every station is a source
    }
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        cin >> u >> v >> w;
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d != dist[u]) continue;   // stale queue entry
        for (auto [v, w] : adj[u])
            if (d + w < dist[v]) {
                dist[v] = d + w;
                pq.push({dist[v], v});
            }
    }
    string out;
    for (int i = 1; i <= n; i++) {
        if (i > 1) out += ' ';
        out += dist[i] == LLONG_MAX ? string("-1") : to_string(dist[i]);
    }
    puts(out.c_str());
    return 0;
}
