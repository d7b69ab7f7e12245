#include <bits/stdc++.h>
using namespace std;

int main() {
    double alpha, dt;
    int n;
    if (!(cin >> alpha >> dt >> n)) return 0;
    const double RAD2DEG = 180.0 / acos(-1.0);
    double theta = 0;
    string out;
    char buf[64];
    for (int k = 0; k < n; k++) {
        double g, ax, az;
        cin >> g >> ax >> az;
        double acc = atan2(ax, az) * RAD2DEG;          // tilt seen by the accelerometer
        if (k == 0) theta = acc;                        // initialise from gravity
        else theta = alpha * (theta + g * dt) + (1 - alpha) * acc;
        snprintf(buf, sizeof buf, "%.6f\n", theta);
        out += buf;
    }
    fputs(out.c_str(), stdout);
    return 0;
}
