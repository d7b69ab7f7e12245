#include <bits/stdc++.h>
using namespace std;

int main() {
    double l1, l2;
    int q;
    if (!(cin >> l1 >> l2 >> q)) return 0;
    const double DEG = acos(-1.0) / 180.0;
    string out;
    char buf[96];
    while (q--) {
        double t1, t2;
        cin >> t1 >> t2;
        double a1 = t1 * DEG, a12 = (t1 + t2) * DEG;   // absolute angles of link 1 and link 2
        double x = l1 * cos(a1) + l2 * cos(a12);
        double y = l1 * sin(a1) + l2 * sin(a12);
        snprintf(buf, sizeof buf, "%.6f %.6f\n", x, y);
        out += buf;
    }
    fputs(out.c_str(), stdout);
    return 0;
}
