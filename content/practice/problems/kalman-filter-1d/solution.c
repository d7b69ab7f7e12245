#include <stdio.h>

int main(void) {
    double x, P, Q, R;
    int n;
    if (scanf("%lf %lf %lf %lf %d", &x, &P, &Q, &R, &n) != 5) return 0;
    for (int k = 0; k < n; k++) {
        double u, z;
        scanf("%lf %lf", &u, &z);
        x = x + u;
        P = P + Q;
        double K = P / (P + R);
        x = x + K * (z - x);
        P = (1 - K) * P;
        printf("%.6f %.6f\n", x, P);
    }
    return 0;
}
