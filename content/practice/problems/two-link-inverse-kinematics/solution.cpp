#include <bits/stdc++.h>
using namespace std;

int main() {
    long long l1, l2;
    int q;
    if (!(cin >> l1 >> l2 >> q)) return 0;
    const double PI = acos(-1.0);
    string out;
    char buf[96];
    while (q--) {
        long long x, y;
        cin >> x >> y;
        long long d2 = x * x + y * y;
        // reachable iff |L1 - L2| <= d <= L1 + L2 (compare squares: exact integers)
        if (d2 > (l1 + l2) * (l1 + l2) || d2 < (l1 - l2) * (l1 - l2)) {
            out += "UNREACHABLE\n";
            continue;
        }
        double c2 = (double)(d2 - l1 * l1 - l2 * l2) / (2.0 * l1 * l2);  // law of cosines
        c2 = max(-1.0, min(1.0, c2));
        double t2 = acos(c2);                                             // in [0, pi]
        double t1 = atan2((double)y, (double)x) - atan2(l2 * sin(t2), l1 + l2 * cos(t2));
        if (t1 > PI) t1 -= 2 * PI;
        if (t1 <= -PI) t1 += 2 * PI;
        snprintf(buf, sizeof buf, "%.6f %.6f\n", t1 * 180.0 / PI, t2 * 180.0 / PI);
        out += buf;
    }
    fputs(out.c_str(), stdout);
    return 0;
}
