// RUN: %accc -acc=gpu -fopenacc-ast-dump %s | FileCheck %s --check-prefix=DMP
// RUN: %accc -acc=multicore -fopenacc-ast-dump %s | FileCheck %s --check-prefix=MC

// Data directives dump their data attributes and their OpenMP translation
// (<OMPNode> children, outside in): directives with their clauses, compound
// statements with their prologue and epilogue, statements: declarations,
// runtime calls, standalone directives and loops over pointer-chain rows.
void f(double *a, double **p, int n) {
  #pragma acc data copy(a[0:n]) present(p[0:n][0:4])
  {
    #pragma acc host_data use_device(a)
    { a[0] = 0; }
  }
  #pragma acc enter data copyin(a[0:n], p[0:n][0:4]) async(1)
  #pragma acc update self(a[0:n]) if_present
  #pragma acc exit data delete(a[0:n]) finalize
}
// DMP-LABEL: {{^}}OpenACCDataConstruct {{.*}} data
// DMP-NEXT: |-DataAttributes
// DMP-NEXT: | |-copy a <exp>
// DMP-NEXT: | `-present p <exp>
// DMP-NEXT: |-DataActions
// DMP-NEXT: | |-copy a[0:n] <exp>: entry copyin(structured), exit copyout(structured), bounds(lb=0, extent=n)
// DMP-NEXT: | `-present p[0:n][0:4] <exp>: entry present(structured), exit delete(structured), bounds(lb=0, extent=n)(lb=0, extent=4) pointer-chain
// DMP-NEXT: |-<OMPNode> (compound statement)
// DMP-NEXT: | |-Prologue
// DMP-NEXT: | | |-Directive omp target enter data
// DMP-NEXT: | | | `-map(present, alloc: p[0:n])
// DMP-NEXT: | | `-RowLoop __accc_i0 from 0 to n
// DMP-NEXT: | |   `-Directive omp target enter data
// DMP-NEXT: | |     `-map(present, alloc: p[__accc_i0][0:4])
// DMP-NEXT: | `-Epilogue
// DMP-NEXT: |   |-RowLoop __accc_i0 from 0 to n
// DMP-NEXT: |   | `-Directive omp target exit data
// DMP-NEXT: |   |   `-map(release: p[__accc_i0][0:4])
// DMP-NEXT: |   `-Directive omp target exit data
// DMP-NEXT: |     `-map(release: p[0:n])
// DMP-NEXT: |-<OMPNode> omp target data
// DMP-NEXT: | `-map(ompx_hold, tofrom: a[0:n])
// DMP-LABEL: {{^}}OpenACCHostDataConstruct {{.*}} host_data
// DMP-NEXT: |-DataAttributes
// DMP-NEXT: | `-use_device a <exp>
// DMP-NEXT: |-DataActions
// DMP-NEXT: | `-use_device a <exp>: entry use_device, exit none
// DMP-NEXT: |-<OMPNode> omp target data
// DMP-NEXT: | `-use_device_ptr(a)
// DMP-LABEL: {{^}}OpenACCEnterDataConstruct {{.*}} enter data
// DMP-NEXT: |-DataAttributes
// DMP-NEXT: | |-copyin a <exp>
// DMP-NEXT: | `-copyin p <exp>
// DMP-NEXT: |-DataActions
// DMP-NEXT: | |-copyin a[0:n] <exp>: entry copyin(dynamic), exit none, bounds(lb=0, extent=n)
// DMP-NEXT: | `-copyin p[0:n][0:4] <exp>: entry copyin(dynamic), exit none, bounds(lb=0, extent=n)(lb=0, extent=4) pointer-chain
// DMP-NEXT: |-<OMPNode> omp target enter data
// DMP-NEXT: | |-Prologue
// DMP-NEXT: | | `-Decl 'const int __accc_async __attribute__((cleanup(__accc_async_data_end))) = __accc_async_data_begin((1), 1);'
// DMP-NEXT: | `-map(to: a[0:n])
// DMP-NEXT: |-<OMPNode> (statements)
// DMP-NEXT: | |-Directive omp target enter data
// DMP-NEXT: | | `-map(alloc: p[0:n])
// DMP-NEXT: | `-RowLoop __accc_i0 from 0 to n
// DMP-NEXT: |   `-Directive omp target enter data
// DMP-NEXT: |     `-map(to: p[__accc_i0][0:4])
// DMP-LABEL: {{^}}OpenACCUpdateConstruct {{.*}} update
// DMP-NEXT: |-DataAttributes
// DMP-NEXT: | `-self a <exp>
// DMP-NEXT: |-DataActions
// DMP-NEXT: | `-self a[0:n] <exp>: entry getdeviceptr, exit update_host, bounds(lb=0, extent=n)
// DMP-NEXT: |-<OMPNode> omp target update
// DMP-NEXT: | `-from(a[0:n])
// DMP-LABEL: {{^}}OpenACCExitDataConstruct {{.*}} exit data
// DMP-NEXT: |-DataAttributes
// DMP-NEXT: | `-delete a <exp>
// DMP-NEXT: |-DataActions
// DMP-NEXT: | `-delete a[0:n] <exp>: entry getdeviceptr, exit delete(dynamic, finalize), bounds(lb=0, extent=n)
// DMP-NEXT: |-<OMPNode> omp target exit data
// DMP-NEXT: | `-map(delete: a[0:n])

// Multicore: the data directives have no OpenMP translation; their data
// actions (target-independent) are shown all the same.
// MC-LABEL: {{^}}OpenACCDataConstruct {{.*}} data
// MC-NEXT: |-DataAttributes
// MC-NEXT: | |-copy a <exp>
// MC-NEXT: | `-present p <exp>
// MC-NEXT: |-DataActions
// MC-NEXT: | |-copy a[0:n] <exp>: entry copyin(structured), exit copyout(structured), bounds(lb=0, extent=n)
// MC-NEXT: | `-present p[0:n][0:4] <exp>: entry present(structured), exit delete(structured), bounds(lb=0, extent=n)(lb=0, extent=4) pointer-chain
// MC-NEXT: |-copy clause
// MC-LABEL: {{^}}OpenACCEnterDataConstruct {{.*}} enter data
// MC-NEXT: |-DataAttributes
// MC-NEXT: | |-copyin a <exp>
// MC-NEXT: | `-copyin p <exp>
// MC-NEXT: |-DataActions
// MC-NEXT: | |-copyin a[0:n] <exp>: entry copyin(dynamic), exit none, bounds(lb=0, extent=n)
// MC-NEXT: | `-copyin p[0:n][0:4] <exp>: entry copyin(dynamic), exit none, bounds(lb=0, extent=n)(lb=0, extent=4) pointer-chain
// MC-NEXT: |-copyin clause
