#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
typedef pair<ll, ll> P;

static ll cross(const P &o, const P &a, const P &b) {
    return (a.first - o.first) * (b.second - o.second) - (a.second - o.second) * (b.first - o.first);
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<P> p(n);
    for (auto &q : p) cin >> q.first >> q.second;
    sort(p.begin(), p.end());
    p.erase(unique(p.begin(), p.end()), p.end());
    n = p.size();
    vector<P> h;
    if (n == 1) h = p;
    else {
        // Andrew's monotone chain; "<= 0" also removes collinear points
        vector<P> st(2 * n);
        int k = 0;
        for (int i = 0; i < n; i++) {
            while (k >= 2 && cross(st[k - 2], st[k - 1], p[i]) <= 0) k--;
            st[k++] = p[i];
        }
        for (int i = n - 2, lo = k + 1; i >= 0; i--) {
            while (k >= lo && cross(st[k - 2], st[k - 1], p[i]) <= 0) k--;
            st[k++] = p[i];
        }
        h.assign(st.begin(), st.begin() + k - 1);   // last point repeats the first
    }
    double per = 0;
    int m = h.size();
    if (m >= 2)
        for (int i = 0; i < m; i++) {
            const P &a = h[i], &b = h[(i + 1) % m];
            per += hypot((double)(a.first - b.first), (double)(a.second - b.second));
        }
    printf("%d %.6f\n", m, per);
    return 0;
}
