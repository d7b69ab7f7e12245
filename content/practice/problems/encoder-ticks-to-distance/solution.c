#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void) {
    long long T, D;
    int n;
    if (scanf("%lld %lld %d", &T, &D, &n) != 3) return 0;
    const double PI = acos(-1.0);
    long long net = 0, total = 0;
    for (int i = 0; i < n; i++) {
        long long t;
        scanf("%lld", &t);
        net += t;
        total += llabs(t);
    }
    printf("%.6f\n%.6f\n", PI * D * net / T, PI * D * total / T);
    return 0;
}
