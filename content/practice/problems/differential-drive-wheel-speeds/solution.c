#include <stdio.h>
#include <math.h>

int main(void) {
    double r, W, wmax;
    int q;
    if (scanf("%lf %lf %lf %d", &r, &W, &wmax, &q) != 4) return 0;
    while (q--) {
        double v, w;
        scanf("%lf %lf", &v, &w);
        double wl = (v - w * W / 2) / r;
        double wr = (v + w * W / 2) / r;
        double m = fabs(wl) > fabs(wr) ? fabs(wl) : fabs(wr);
        if (m > wmax) {
            wl *= wmax / m;
            wr *= wmax / m;
        }
        printf("%.6f %.6f\n", wl, wr);
    }
    return 0;
}
