#include <stdio.h>
#include <math.h>

int main(void) {
    long long l1, l2;
    int q;
    if (scanf("%lld %lld %d", &l1, &l2, &q) != 3) return 0;
    const double PI = acos(-1.0);
    while (q--) {
        long long x, y;
        scanf("%lld %lld", &x, &y);
        long long d2 = x * x + y * y;
        if (d2 > (l1 + l2) * (l1 + l2) || d2 < (l1 - l2) * (l1 - l2)) {
            puts("UNREACHABLE");
            continue;
        }
        double c2 = (double)(d2 - l1 * l1 - l2 * l2) / (2.0 * l1 * l2);
        if (c2 > 1) c2 = 1;
        if (c2 < -1) c2 = -1;
        double t2 = acos(c2);
        double t1 = atan2((double)y, (double)x) - atan2(l2 * sin(t2), l1 + l2 * cos(t2));
        if (t1 > PI) t1 -= 2 * PI;
        if (t1 <= -PI) t1 += 2 * PI;
        printf("%.6f %.6f\n", t1 * 180.0 / PI, t2 * 180.0 / PI);
    }
    return 0;
}
