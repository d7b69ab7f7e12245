#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (!(cin >> n >> k)) return 0;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    string out;
    int w[9];
    for (int i = 0; i + k <= n; i++) {
        copy(a.begin() + i, a.begin() + i + k, w);
        nth_element(w, w + k / 2, w + k);   // median of the (odd-sized) window
        if (i) out += ' ';
        out += to_string(w[k / 2]);
    }
    puts(out.c_str());
    return 0;
}
