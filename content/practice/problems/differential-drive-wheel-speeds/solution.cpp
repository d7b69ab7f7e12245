#include <bits/stdc++.h>
using namespace std;

int main() {
    double r, W, wmax;
    int q;
    if (!(cin >> r >> W >> wmax >> q)) return 0;
    string out;
    char buf[96];
    while (q--) {
        double v, w;
        cin >> v >> w;
        double wl = (v - w * W / 2) / r;   // left wheel angular speed (rad/s)
        double wr = (v + w * W / 2) / r;   // right wheel angular speed (rad/s)
        double m = max(fabs(wl), fabs(wr));
        if (m > wmax) {                    // scale both wheels: keeps the path curvature
            wl *= wmax / m;
            wr *= wmax / m;
        }
        snprintf(buf, sizeof buf, "%.6f %.6f\n", wl, wr);
        out += buf;
    }
    fputs(out.c_str(), stdout);
    return 0;
}
