#include <stdio.h>
#include <math.h>

int main(void) {
    double l1, l2;
    int q;
    if (scanf("%lf %lf %d", &l1, &l2, &q) != 3) return 0;
    const double DEG = acos(-1.0) / 180.0;
    while (q--) {
        double t1, t2;
        scanf("%lf %lf", &t1, &t2);
        double a1 = t1 * DEG, a12 = (t1 + t2) * DEG;
        double x = l1 * cos(a1) + l2 * cos(a12);
        double y = l1 * sin(a1) + l2 * sin(a12);
        printf("%.6f %.6f\n", x, y);
    }
    return 0;
}
