#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    long long *a = malloc(sizeof(long long) * n);
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    long long window = 0;  /* integer running sum: exact, no drift */
    for (int i = 0; i < n; i++) {
        window += a[i];
        if (i >= k) window -= a[i - k];
        if (i >= k - 1) printf("%.6f\n", (double)window / k);
    }
    free(a);
    return 0;
}
