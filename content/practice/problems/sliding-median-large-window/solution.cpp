#include <bits/stdc++.h>
using namespace std;

// Two multisets: `lo` holds the (K+1)/2 smallest values of the window, `hi` the rest.
// The lower median is the largest element of `lo`.
int main() {
    int n, k;
    if (!(cin >> n >> k)) return 0;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    multiset<int> lo, hi;
    auto balance = [&]() {
        while (lo.size() > hi.size() + 1) { hi.insert(*prev(lo.end())); lo.erase(prev(lo.end())); }
        while (lo.size() < hi.size()) { lo.insert(*hi.begin()); hi.erase(hi.begin()); }
    };
    string out;
    for (int i = 0; i < n; i++) {
        if (lo.empty() || a[i] <= *prev(lo.end())) lo.insert(a[i]);
        else hi.insert(a[i]);
        if (i >= k) {                                   // remove the reading leaving the window
            int y = a[i - k];
            auto it = lo.find(y);
            if (it != lo.end() && y <= *prev(lo.end())) lo.erase(it);
            else hi.erase(hi.find(y));
        }
        balance();
        if (i >= k - 1) {
            if (i >= k) out += ' ';
            out += to_string(*prev(lo.end()));
        }
    }
    puts(out.c_str());
    return 0;
}
