#include <bits/stdc++.h>
using namespace std;

int main() {
    double r, b;
    long long T;
    int n;
    if (!(cin >> r >> b >> T >> n)) return 0;
    const double PI = acos(-1.0);
    double x = 0, y = 0, th = 0;
    for (int i = 0; i < n; i++) {
        long long dl, dr;
        cin >> dl >> dr;
        double sl = 2 * PI * r * dl / T;     // distance rolled by the left wheel
        double sr = 2 * PI * r * dr / T;     // distance rolled by the right wheel
        double ds = (sl + sr) / 2;
        double dth = (sr - sl) / b;
        x += ds * cos(th + dth / 2);         // midpoint heading
        y += ds * sin(th + dth / 2);
        th += dth;
    }
    printf("%.6f %.6f %.6f\n", x, y, th);
    return 0;
}
