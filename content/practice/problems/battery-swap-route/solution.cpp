#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
const ll INF = LLONG_MAX / 4;

int n;
vector<vector<pair<int, int>>> adj;

vector<ll> dijkstra(int src) {
    vector<ll> d(n + 1, INF);
    priority_queue<pair<ll, int>, vector<pair<ll, int>>, greater<>> pq;
    d[src] = 0;
    pq.push({0, src});
    while (!pq.empty()) {
        auto [du, u] = pq.top();
        pq.pop();
        if (du != d[u]) continue;
        for (auto [v, w] : adj[u])
            if (du + w < d[v]) { d[v] = du + w; pq.push({d[v], v}); }
    }
    return d;
}

int main() {
    int m, s, t, k;
    ll B;
    if (!(cin >> n >> m >> B >> s >> t >> k)) return 0;
    vector<int> key(k);
    for (auto &x : key) cin >> x;
    adj.assign(n + 1, {});
    for (int i = 0; i < m; i++) {
        int u, v, w;
        cin >> u >> v >> w;
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    // key nodes: the start (full battery) and every swap station; the goal is the target
    key.insert(key.begin(), s);
    sort(key.begin() + 1, key.end());
    key.erase(unique(key.begin() + 1, key.end()), key.end());
    int K = key.size();
    vector<vector<ll>> dist(K);
    for (int i = 0; i < K; i++) dist[i] = dijkstra(key[i]);
    // Dijkstra on the small graph of key nodes: hop i -> j allowed if the shortest road fits in one battery
    vector<ll> best(K, INF);
    vector<char> done(K, 0);
    best[0] = 0;
    ll answer = -1;
    for (int it = 0; it < K; it++) {
        int u = -1;
        for (int i = 0; i < K; i++)
            if (!done[i] && best[i] < INF && (u < 0 || best[i] < best[u])) u = i;
        if (u < 0) break;
        done[u] = 1;
        for (int j = 0; j < K; j++)
            if (dist[u][key[j]] <= B) best[j] = min(best[j], best[u] + dist[u][key[j]]);
    }
    for (int i = 0; i < K; i++)
        if (best[i] < INF && dist[i][t] <= B && (answer < 0 || best[i] + dist[i][t] < answer))
            answer = best[i] + dist[i][t];
    printf("%lld\n", answer);
    return 0;
}
