// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu && %t.gpu | FileCheck %s %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// A GPU build's constructs whose `if` condition is false run on the host,
// with the host's one team (LaunchGeometry.cpp rule F): the teams accc
// chooses for the GPU (132 for a reduction, one per row for a gang loop over
// a vector loop) made libomp start that many host teams, clamped to the
// cores with "OMP: Warning #96: Cannot form a team with 225 threads, using
// 16 instead" on stderr (bench/hydro's host run, H200). The program catches
// its own stderr and counts libomp's warnings; the results must be right.
// (Without a GPU every region runs on the host and libacc silences the
// warning anyway: this test tells something only on a GPU machine, where
// the GPU suite runs it.)

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  const int n = 1 << 20, rows = 4096, cols = 64;
  double *x = malloc(n * sizeof *x), *a = malloc(rows * cols * sizeof *a);
  double *r = malloc(rows * sizeof *r);
  for (int i = 0; i < n; ++i)
    x[i] = i % 8;
  for (int i = 0; i < rows * cols; ++i)
    a[i] = 1;
  FILE *err = tmpfile();
  if (!err)
    return 1;
  fflush(stderr);
  int saved = dup(2);
  dup2(fileno(err), 2);

  int on = 0;
  double s = 0;
  #pragma acc parallel loop reduction(+:s) copyin(x[0:n]) if(on)
  for (int i = 0; i < n; ++i)
    s += x[i];
  #pragma acc parallel loop gang copyin(a[0:rows*cols]) copyout(r[0:rows]) if(on)
  for (int i = 0; i < rows; ++i) {
    double t = 0;
    #pragma acc loop vector reduction(+:t)
    for (int j = 0; j < cols; ++j)
      t += a[i * cols + j];
    r[i] = t;
  }
  // On the GPU where there is one, for comparison.
  double g = 0;
  #pragma acc parallel loop reduction(+:g) copyin(x[0:n]) if(!on)
  for (int i = 0; i < n; ++i)
    g += x[i];

  fflush(stderr);
  dup2(saved, 2);
  rewind(err);
  char line[512];
  int warnings = 0;
  while (fgets(line, sizeof line, err))
    if (strstr(line, "OMP: Warning"))
      ++warnings, fputs(line, stderr);
  double rs = 0;
  for (int i = 0; i < rows; ++i)
    rs += r[i];
  // CHECK: sums 3670016 3670016 262144
  printf("sums %.0f %.0f %.0f\n", s, g, rs);
  // CHECK-NEXT: libomp warnings 0
  printf("libomp warnings %d\n", warnings);
  return 0;
}
