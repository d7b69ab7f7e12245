#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
typedef pair<ll, ll> P;

static ll cross(const P &o, const P &a, const P &b) {
    return (a.first - o.first) * (b.second - o.second) - (a.second - o.second) * (b.first - o.first);
}
static ll d2(const P &a, const P &b) {
    ll dx = a.first - b.first, dy = a.second - b.second;
    return dx * dx + dy * dy;
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<P> p(n);
    for (auto &q : p) cin >> q.first >> q.second;
    sort(p.begin(), p.end());
    p.erase(unique(p.begin(), p.end()), p.end());
    n = p.size();
    if (n == 1) { puts("0"); return 0; }
    // convex hull (monotone chain), counter-clockwise, without collinear points
    vector<P> h(2 * n);
    int k = 0;
    for (int i = 0; i < n; i++) {
        while (k >= 2 && cross(h[k - 2], h[k - 1], p[i]) <= 0) k--;
        h[k++] = p[i];
    }
    for (int i = n - 2, lo = k + 1; i >= 0; i--) {
        while (k >= lo && cross(h[k - 2], h[k - 1], p[i]) <= 0) k--;
        h[k++] = p[i];
    }
    h.resize(k - 1);
    int m = h.size();
    if (m == 2) { printf("%lld\n", d2(h[0], h[1])); return 0; }
    // rotating calipers: for each edge (i, i+1) advance j to the farthest vertex from that edge
    ll best = 0;
    for (int i = 0, j = 1; i < m; i++) {
        int i1 = (i + 1) % m;
        while (cross(h[i], h[i1], h[(j + 1) % m]) > cross(h[i], h[i1], h[j])) j = (j + 1) % m;
        best = max({best, d2(h[i], h[j]), d2(h[i1], h[j])});
    }
    printf("%lld\n", best);
    return 0;
}
