#include <stdio.h>

int main(void) {
    double kp, ki, kd, dt, umax, setpoint;
    int n;
    if (scanf("%lf %lf %lf %lf %lf %lf %d", &kp, &ki, &kd, &dt, &umax, &setpoint, &n) != 7) return 0;
    double integral = 0.0, prevError = 0.0;
    for (int k = 0; k < n; k++) {
        double y;
        scanf("%lf", &y);
        double e = setpoint - y;
        integral += e * dt;
        double deriv = (k == 0) ? 0.0 : (e - prevError) / dt;
        double u = kp * e + ki * integral + kd * deriv;
        if (u > umax) u = umax;
        if (u < -umax) u = -umax;
        prevError = e;
        printf("%.6f\n", u);
    }
    return 0;
}
