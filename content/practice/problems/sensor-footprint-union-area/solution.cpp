#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

// Sweep line over x; a segment tree over the compressed y coordinates stores, for every node,
// how many rectangles cover its whole range (cnt) and the covered length inside it (len).
vector<ll> ys, len;
vector<int> cnt;

void update(int node, int l, int r, int ql, int qr, int v) {   // elementary intervals [l, r)
    if (qr <= l || r <= ql) return;
    if (ql <= l && r <= qr) cnt[node] += v;
    else {
        int mid = (l + r) / 2;
        update(2 * node, l, mid, ql, qr, v);
        update(2 * node + 1, mid, r, ql, qr, v);
    }
    if (cnt[node] > 0) len[node] = ys[r] - ys[l];
    else if (r - l == 1) len[node] = 0;
    else len[node] = len[2 * node] + len[2 * node + 1];
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    struct Ev { ll x; int v; ll y1, y2; };
    vector<Ev> ev;
    for (int i = 0; i < n; i++) {
        ll x1, y1, x2, y2;
        cin >> x1 >> y1 >> x2 >> y2;
        ev.push_back({x1, +1, y1, y2});
        ev.push_back({x2, -1, y1, y2});
        ys.push_back(y1);
        ys.push_back(y2);
    }
    sort(ys.begin(), ys.end());
    ys.erase(unique(ys.begin(), ys.end()), ys.end());
    sort(ev.begin(), ev.end(), [](const Ev &a, const Ev &b) { return a.x < b.x; });
    int m = ys.size();
    cnt.assign(4 * m, 0);
    len.assign(4 * m, 0);
    ll area = 0, prevX = ev[0].x;
    for (auto &e : ev) {
        area += len[1] * (e.x - prevX);      // covered length stays constant between events
        prevX = e.x;
        int a = lower_bound(ys.begin(), ys.end(), e.y1) - ys.begin();
        int b = lower_bound(ys.begin(), ys.end(), e.y2) - ys.begin();
        update(1, 0, m - 1, a, b, e.v);
    }
    printf("%lld\n", area);
    return 0;
}
