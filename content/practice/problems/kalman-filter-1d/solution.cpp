#include <bits/stdc++.h>
using namespace std;

int main() {
    double x, P, Q, R;
    int n;
    if (!(cin >> x >> P >> Q >> R >> n)) return 0;
    string out;
    char buf[96];
    for (int k = 0; k < n; k++) {
        double u, z;
        cin >> u >> z;
        // predict: move by the odometry displacement, uncertainty grows
        x = x + u;
        P = P + Q;
        // update: blend in the range measurement
        double K = P / (P + R);
        x = x + K * (z - x);
        P = (1 - K) * P;
        snprintf(buf, sizeof buf, "%.6f %.6f\n", x, P);
        out += buf;
    }
    fputs(out.c_str(), stdout);
    return 0;
}
