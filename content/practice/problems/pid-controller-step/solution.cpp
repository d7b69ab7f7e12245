#include <bits/stdc++.h>
using namespace std;

int main() {
    double kp, ki, kd, dt, umax, setpoint;
    int n;
    if (!(cin >> kp >> ki >> kd >> dt >> umax >> setpoint >> n)) return 0;
    double integral = 0.0, prevError = 0.0;
    string out;
    char buf[64];
    for (int k = 0; k < n; k++) {
        double y;
        cin >> y;
        double e = setpoint - y;
        integral += e * dt;
        double deriv = (k == 0) ? 0.0 : (e - prevError) / dt;  // no derivative kick on the first step
        double u = kp * e + ki * integral + kd * deriv;
        u = max(-umax, min(umax, u));                            // actuator saturation
        prevError = e;
        snprintf(buf, sizeof buf, "%.6f\n", u);
        out += buf;
    }
    fputs(out.c_str(), stdout);
    return 0;
}
