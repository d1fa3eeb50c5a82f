// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh && %run-offload-host %t.oh | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host -x c++ %s -o %t.ohxx && %run-offload-host %t.ohxx | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Members of one object named together by `enter data` / `exit data`
// (lib/Transform/MemberStandIns.cpp rule 7, DataToOMP.cpp rule 3): each
// mapped apart where they were entered apart (GCC's struct-1), as the one
// range of the object, with its one count, where they lie in one present
// piece (an object entered whole). Before, an object entered whole and left
// by two members lost the second member's device value.

#include <openacc.h>
#include <stdio.h>

struct S {
  int a;
  int pad;
  float b;
  double c;
  double u[8];
};

static int onHost(void) { return acc_get_device_type() == acc_device_host; }
static int present(const void *p, size_t n) {
  return onHost() ? -1 : acc_is_present((void *)p, n);
}
static int stale(double host, double old) { return onHost() || host == old; }

static void write(struct S *s, int k) {
#pragma acc parallel present(s[0:1])
  {
    s->a = 10 * k;
    s->b = 20.0f * k;
    s->c = 30.0 * k;
    for (int i = 0; i < 8; ++i)
      s->u[i] = k * i;
  }
}

int main(void) {
  struct S s = {1, 7, 2.0f, 3.0, {0}};

  // 1. Entered whole, left by members: both members come back.
#pragma acc enter data copyin(s)
  write(&s, 1);
#pragma acc exit data copyout(s.a, s.b)
  // CHECK: 1: a=10 b=20 c-stale=1 present=0
  printf("1: a=%d b=%g c-stale=%d present=%d\n", s.a, s.b, stale(s.c, 3.0),
         present(&s, sizeof s) > 0);

  // 2. Members entered into a present object take one count.
  s.a = 1;
  s.b = 2.0f;
  s.c = 3.0;
#pragma acc enter data copyin(s)
#pragma acc enter data copyin(s.a, s.b)
#pragma acc exit data copyout(s.a, s.b)
  // CHECK: 2: present=1
  printf("2: present=%d\n", present(&s, sizeof s) != 0);
#pragma acc exit data delete(s)
  // CHECK: 2: gone=1
  printf("2: gone=%d\n", present(&s, sizeof s) <= 0);

  // 3. finalize: every member copied out, the object gone.
#pragma acc enter data copyin(s)
#pragma acc enter data copyin(s)
  write(&s, 2);
#pragma acc exit data copyout(s.a, s.b, s.u[2:3]) finalize
  // CHECK: 3: a=20 b=40 u=4,6,8 c-stale=1 gone=1
  printf("3: a=%d b=%g u=%g,%g,%g c-stale=%d gone=%d\n", s.a, s.b, s.u[2],
         s.u[3], s.u[4], stale(s.c, 3.0), present(&s, sizeof s) <= 0);

  // 4. finalize where a data construct holds the object: nothing copied
  // until the data construct's end.
  s.a = 1;
  s.b = 2.0f;
#pragma acc data copy(s)
  {
#pragma acc enter data copyin(s)
    write(&s, 3);
#pragma acc exit data copyout(s.a, s.b) finalize
    // CHECK: 4: a-stale=1 b-stale=1 present=1
    printf("4: a-stale=%d b-stale=%d present=%d\n", stale(s.a, 1),
           stale(s.b, 2.0), present(&s, sizeof s) != 0);
  }
  // CHECK: 4: a=30 b=60 c=90
  printf("4: a=%d b=%g c=%g\n", s.a, s.b, s.c);

  // 5. Members entered apart keep counts of their own (GCC's struct-1).
  s.a = 1;
  s.b = 2.0f;
#pragma acc enter data copyin(s.a, s.b)
#pragma acc parallel present(s.a, s.b)
  {
    s.a = 50;
    s.b = 60.0f;
  }
#pragma acc exit data copyout(s.a)
  // CHECK: 5: a=50 b-present=1
  printf("5: a=%d b-present=%d\n", s.a, present(&s.b, sizeof s.b) != 0);
#pragma acc exit data copyout(s.b)
  // CHECK: 5: b=60 gone=1
  printf("5: b=%g gone=%d\n", s.b, present(&s.b, sizeof s.b) <= 0);

  // 6. On a queue.
#pragma acc enter data copyin(s) async(1)
#pragma acc parallel present(s) async(1)
  {
    s.a = 70;
    s.u[7] = 80.0;
  }
#pragma acc exit data copyout(s.a, s.u) async(1)
#pragma acc wait(1)
  // CHECK: 6: a=70 u7=80 gone=1
  printf("6: a=%d u7=%g gone=%d\n", s.a, s.u[7], present(&s, sizeof s) <= 0);

  // 7. A conditional exit: nothing when the condition is false.
  int no = 0;
#pragma acc enter data copyin(s)
#pragma acc exit data copyout(s.a, s.b) if(no)
  // CHECK: 7: present=1
  printf("7: present=%d\n", present(&s, sizeof s) != 0);
#pragma acc exit data delete(s.a, s.b, s.c)
  // CHECK: 7: gone=1
  printf("7: gone=%d\n", present(&s, sizeof s) <= 0);
  return 0;
}
