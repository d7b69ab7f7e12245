#include <stdio.h>
#include <math.h>

int main(void) {
    double alpha, dt;
    int n;
    if (scanf("%lf %lf %d", &alpha, &dt, &n) != 3) return 0;
    const double RAD2DEG = 180.0 / acos(-1.0);
    double theta = 0;
    for (int k = 0; k < n; k++) {
        double g, ax, az;
        scanf("%lf %lf %lf", &g, &ax, &az);
        double acc = atan2(ax, az) * RAD2DEG;
        if (k == 0) theta = acc;
        else theta = alpha * (theta + g * dt) + (1 - alpha) * acc;
        printf("%.6f\n", theta);
    }
    return 0;
}
