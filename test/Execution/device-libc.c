// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu-compile %{ %accc -acc=gpu -O0 %s -o %t.gpu0 %}
// RUN: %if gpu-compile %{ %accc++ -x c++ -acc=gpu %s -o %t.gpuxx %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if gpu %{ %t.gpu0 | FileCheck %s %}

// C library functions in device code that LLVM 22's device runtime does not
// define (runtime/device/DeviceLibc.c): the string functions, and abort(),
// exit() and assert() on paths the data never takes. The GPU link failed
// with "nvlink error: Undefined reference to 'abort'" (or 'strcmp') before;
// test/gpu/errors/device-abort.c checks what a call does on the GPU.
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 64

#pragma acc routine seq
static int score(const char *word, char *copy) {
  strcpy(copy, word);
  if (strlen(copy) != strlen(word) || strcmp(copy, word) != 0)
    abort();
  int s = (int)strlen(word) * 100;
  if (strncmp(word, "gang", 4) == 0)
    s += 10;
  const char *dot = strchr(word, 'e');
  if (dot)
    s += (int)(dot - word) + 1;
  return s;
}

int main(void) {
  static const char words[4][8] = {"gang", "worker", "vector", "seq"};
  char copies[N][8];
  char trunc[N][4];
  int out[N];
  #pragma acc parallel loop copyin(words) create(copies, trunc) copyout(out)
  for (int i = 0; i < N; ++i) {
    out[i] = score(words[i % 4], copies[i]);
    strncpy(trunc[i], words[i % 4], 3);
    trunc[i][3] = 0;
    out[i] += strcmp(trunc[i], "vec") == 0 ? 1000 : 0;
    if (out[i] < 0)
      exit(2);
    assert(out[i] > 0);
  }
  long sum = 0;
  for (int i = 0; i < N; ++i)
    sum += out[i];
  // gang 410, worker 605, vector 1602, seq 302: 16 of each
  // CHECK: out 410 605 1602 302, sum 46704
  printf("out %d %d %d %d, sum %ld\n", out[0], out[1], out[2], out[3], sum);
  return 0;
}
