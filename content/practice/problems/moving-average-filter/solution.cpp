#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (!(cin >> n >> k)) return 0;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    long long window = 0;  // integer running sum: exact, no drift
    string out;
    char buf[64];
    for (int i = 0; i < n; i++) {
        window += a[i];
        if (i >= k) window -= a[i - k];
        if (i >= k - 1) {
            snprintf(buf, sizeof buf, "%.6f\n", (double)window / k);
            out += buf;
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
