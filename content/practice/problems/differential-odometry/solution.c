#include <stdio.h>
#include <math.h>

int main(void) {
    double r, b;
    long long T;
    int n;
    if (scanf("%lf %lf %lld %d", &r, &b, &T, &n) != 4) return 0;
    const double PI = acos(-1.0);
    double x = 0, y = 0, th = 0;
    for (int i = 0; i < n; i++) {
        long long dl, dr;
        scanf("%lld %lld", &dl, &dr);
        double sl = 2 * PI * r * dl / T;
        double sr = 2 * PI * r * dr / T;
        double ds = (sl + sr) / 2;
        double dth = (sr - sl) / b;
        x += ds * cos(th + dth / 2);
        y += ds * sin(th + dth / 2);
        th += dth;
    }
    printf("%.6f %.6f %.6f\n", x, y, th);
    return 0;
}
