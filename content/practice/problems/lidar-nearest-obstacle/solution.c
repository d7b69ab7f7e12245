#include <stdio.h>
#include <math.h>

int main(void) {
    int n;
    double start, step, maxRange;
    if (scanf("%d %lf %lf %lf", &n, &start, &step, &maxRange) != 4) return 0;
    int best = -1;
    double bestR = 0;
    for (int i = 0; i < n; i++) {
        double r;
        scanf("%lf", &r);
        int valid = r > 0 && r <= maxRange;
        if (valid && (best < 0 || r < bestR)) { best = i; bestR = r; }
    }
    if (best < 0) { puts("NO OBSTACLE"); return 0; }
    const double PI = acos(-1.0);
    double theta = (start + best * step) * PI / 180.0;
    printf("%d %.6f %.6f\n", best, bestR * cos(theta), bestR * sin(theta));
    return 0;
}
