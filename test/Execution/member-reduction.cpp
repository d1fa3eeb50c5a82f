// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Members of `this` in reduction clauses (OpenACC 3.3 sec. 2.5.15;
// Analysis/MemberReductions.cpp): named bare, through `this->`, and a
// member of a member, in a member function; members of a local object of
// an unnamed struct type.

#include <cstdio>

struct Summary {
  double sum = 0;
  int max = 0;
};

class Accumulator {
public:
  long total = 0;
  Summary summary;
  void add(const int *a, int n) {
    #pragma acc parallel loop reduction(+:total) reduction(max:summary.max) copyin(a[0:n])
    for (int i = 0; i < n; i++) {
      total += a[i];
      summary.max = summary.max > a[i] ? summary.max : a[i];
    }
    #pragma acc parallel loop reduction(+:this->summary.sum) copyin(a[0:n])
    for (int i = 0; i < n; i++)
      this->summary.sum += 0.5 * a[i];
  }
};

long count_below(const int *a, int n, int limit) {
  struct {
    long below, above;
  } c = {0, 0};
  #pragma acc parallel loop reduction(+:c.below, c.above) copyin(a[0:n])
  for (int i = 0; i < n; i++) {
    c.below += a[i] < limit;
    c.above += a[i] >= limit;
  }
  return c.below * 10000 + c.above;
}

int main() {
  int a[1000];
  for (int i = 0; i < 1000; i++)
    a[i] = i % 13;
  Accumulator acc;
  acc.add(a, 1000);
  acc.add(a, 1000);
  // CHECK: total 11988 max 12 sum 5994
  std::printf("total %ld max %d sum %g\n", acc.total, acc.summary.max,
              acc.summary.sum);
  // CHECK: below 3850615
  std::printf("below %ld\n", count_below(a, 1000, 5));
  return 0;
}
